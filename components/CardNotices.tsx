/** What the person should read before approving: who gets emailed, whose calendar could not be seen. */
export function CardNotices({ notices }: { notices: readonly string[] | undefined }) {
  if (notices === undefined || notices.length === 0) return null;
  return (
    <ul className="notices small" aria-label="Before you approve">
      {notices.map((n) => (
        <li key={n}>{n}</li>
      ))}
    </ul>
  );
}
