/**
 * A mailto link whose address may break after its "@" and nowhere else, so a
 * long address in a narrow column wraps into two readable halves instead of
 * widening its table or breaking mid-word.
 */
export function EmailLink({ address }: { address: string }) {
  const at = address.lastIndexOf("@");
  return (
    <a href={`mailto:${address}`}>
      {at > 0 ? (
        <>
          {address.slice(0, at + 1)}
          <wbr />
          {address.slice(at + 1)}
        </>
      ) : (
        address
      )}
    </a>
  );
}
