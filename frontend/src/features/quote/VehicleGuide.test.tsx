import { vehicleGuide, vehicleTypes } from '@courier/common/vehicles';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderForm, setUpQuoteFormTests } from './quote-form-test-support';
import { VehicleGuide } from './VehicleGuide';

setUpQuoteFormTests();

describe('helping the visitor fill it in', () => {
  it('guides the vehicle choice with typical UK payload and load space for all eight types, as plain HTML', () => {
    renderForm();
    const guide = document.querySelector('details.vehicle-guide') as HTMLDetailsElement;
    expect(guide.querySelector('summary')?.textContent).toMatch(/Which vehicle\?/);
    expect(guide.textContent).toContain('Typical UK figures');
    expect(guide.textContent).toContain("Not sure? Pick the closest and we'll advise.");
    const rows = [...guide.querySelectorAll('tbody tr')].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
    expect(rows).toEqual(
      vehicleTypes.map((vehicle) => [
        vehicle,
        `${vehicleGuide[vehicle].payloadKg.toLocaleString('en-GB-u-nu-latn')} kg`,
        vehicleGuide[vehicle].loadSpace,
      ]),
    );
    // Grouped by hand, the same in every engine: not whatever the browser's ICU prints for en-GB.
    expect(rows.find(([vehicle]) => vehicle === 'Artic')?.[1]).toBe('24,000 kg');
    expect(rows.find(([vehicle]) => vehicle === 'Car')?.[1]).toBe('100 kg');
  });
});

describe('the vehicle guide on its own', () => {
  it('is closed until opened and needs no form around it', () => {
    const html = renderToString(<VehicleGuide />);
    const guide = new DOMParser().parseFromString(html, 'text/html').querySelector('details');
    expect(guide?.hasAttribute('open')).toBe(false);
    expect(guide?.querySelectorAll('tbody th[scope="row"]')).toHaveLength(vehicleTypes.length);
  });
});
