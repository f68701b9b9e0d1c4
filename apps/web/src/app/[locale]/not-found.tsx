/** Rendered for every unknown path below a locale (spec 2, 8); issue 3 translates it per language. */
export default function NotFound() {
  return (
    <>
      <h1>404</h1>
      <p>Diese Seite konnte leider nicht gefunden werden / This page could not be found</p>
    </>
  );
}
