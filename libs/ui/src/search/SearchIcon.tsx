/** A magnifying glass. */
export function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m15 15 7 7" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
