/** A select's options from a list of values and their labels, after an empty choice saying what to pick when one is given. */
export function selectOptions<T extends string>(values: readonly T[], labels: Readonly<Record<T, string>>, placeholder?: string) {
  return (
    <>
      {placeholder ? <option value="">{placeholder}</option> : null}
      {values.map((value) => (
        <option key={value} value={value}>
          {labels[value]}
        </option>
      ))}
    </>
  );
}
