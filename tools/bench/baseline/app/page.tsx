/** The benchmark's baseline: a bare, static Next.js page with a list of the same size as a news page. */
export default function BaselinePage() {
  const items = Array.from({ length: 12 }, (_, index) => `Item ${index + 1}`);
  return (
    <main>
      <h1>Baseline</h1>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </main>
  );
}
