import { phonePath } from './phone-path';

/** Inline SVG icons (no icon font or third-party host); decorative, so hidden from screen readers. */
const paths = {
  // The hands wind against the face, so the nonzero fill cuts them out of it.
  clock: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 5v5l4 2.3-1 1.7-5-3V7h2Z',
  van: 'M2 6h11v9h1.6a3 3 0 0 1 5.8 0H22v-4l-3-4h-4V5H2a1 1 0 0 0-1 1v9h1a3 3 0 0 1 5.8 0H13V6ZM5 15.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm12.5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3ZM15 9h3l2 2.5h-5V9Z',
  calendar: 'M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9Z',
  map: 'M12 2a7 7 0 0 1 7 7c0 5-7 13-7 13S5 14 5 9a7 7 0 0 1 7-7Zm0 4.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z',
  shield:
    'M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3Zm-1 13.4-3.7-3.7 1.4-1.4 2.3 2.3 4.9-4.9 1.4 1.4-6.3 6.3Z',
  pallet: 'M3 4h18v9H3V4Zm-1 11h20v2h-2v3h-2v-3h-5v3h-2v-3H6v3H4v-3H2v-2Z',
  globe:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 9h-3a15 15 0 0 0-1.3-5.6A8 8 0 0 1 18.9 11ZM12 4c.9 1.2 1.9 3.7 2 7h-4c.1-3.3 1.1-5.8 2-7ZM9.4 5.4A15 15 0 0 0 8 11H5.1a8 8 0 0 1 4.3-5.6ZM5.1 13H8a15 15 0 0 0 1.4 5.6A8 8 0 0 1 5.1 13Zm6.9 7c-.9-1.2-1.9-3.7-2-7h4c-.1 3.3-1.1 5.8-2 7Zm2.6-1.4A15 15 0 0 0 16 13h2.9a8 8 0 0 1-4.3 5.6Z',
  contract: 'M6 2h9l5 5v15H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm8 1.5V8h4.5L14 3.5ZM8 12h8v2H8v-2Zm0 4h8v2H8v-2Z',
  bolt: 'M13 2 4 14h6l-1 8 9-12h-6l1-8Z',
  phone: phonePath,
  chat: 'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm-4 8h8v2H8v-2Zm0-3h8v2H8V7Zm0 6h5v2H8v-2Z',
  mail: 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm9 7.2L4 7.3V17h16V7.3l-8 4.9Z',
  check: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg className="icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={paths[name]} />
    </svg>
  );
}
