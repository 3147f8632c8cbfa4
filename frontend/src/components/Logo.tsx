/**
 * The logo mark: a gold tile with a forward arrow and speed lines. Drawn in the page (no request),
 * coloured by the design tokens. frontend/scripts/brand-images.ts draws the same mark for the
 * favicon, the touch icon and the share image.
 */
export function LogoMark() {
  return (
    <svg className="logo-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect className="logo-mark__tile" width="32" height="32" rx="8" />
      <path className="logo-mark__lines" d="M6 11h8M4 16h8M6 21h8" strokeWidth="2.6" strokeLinecap="round" />
      <path className="logo-mark__arrow" d="M14 7.5 27 16 14 24.5Z" />
    </svg>
  );
}
