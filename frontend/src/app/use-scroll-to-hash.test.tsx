import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollToHash } from './use-scroll-to-hash';

function Page() {
  useScrollToHash();
  return <h2 id="quote">Quote</h2>;
}

let scrollTo: ReturnType<typeof vi.fn>;
let scrollIntoView: ReturnType<typeof vi.fn>;

beforeEach(() => {
  scrollTo = vi.fn();
  scrollIntoView = vi.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = scrollIntoView as unknown as typeof Element.prototype.scrollIntoView;
});
afterEach(cleanup);

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('scrolling on navigation', () => {
  it('leaves the first page where the browser put it, then goes to the top of each new page, even the same one', async () => {
    const router = renderAt('/');
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/terms'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/terms'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('brings the #section into view, again when the same hash is followed a second time', async () => {
    const router = renderAt('/');
    await act(() => router.navigate('/#quote'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/#quote'));
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
