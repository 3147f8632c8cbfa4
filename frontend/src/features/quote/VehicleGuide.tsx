import { vehicleGuide, vehicleTypes } from '@courier/common/vehicles';

/** 1,250: grouped by hand, as the prerendered HTML and every browser's ICU must print the same text. */
const kilograms = (kg: number) => String(kg).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Typical payload and load space of each vehicle type: plain HTML, readable before any script runs. */
export function VehicleGuide() {
  return (
    <details className="vehicle-guide field--wide">
      <summary>Which vehicle? Typical payload and load space</summary>
      <table>
        <caption>Typical UK figures; actual vehicles vary.</caption>
        <thead>
          <tr>
            <th scope="col">Vehicle</th>
            <th scope="col">Payload</th>
            <th scope="col">Load space</th>
          </tr>
        </thead>
        <tbody>
          {vehicleTypes.map((vehicle) => (
            <tr key={vehicle}>
              <th scope="row">{vehicle}</th>
              <td>{kilograms(vehicleGuide[vehicle].payloadKg)} kg</td>
              <td>{vehicleGuide[vehicle].loadSpace}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="field__hint">Not sure? Pick the closest and we'll advise.</p>
    </details>
  );
}
