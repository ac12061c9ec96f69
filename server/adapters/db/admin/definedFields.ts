/** The fields a partial update names; an absent field (undefined) must not overwrite a stored value when merged. */
export function definedFields<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;
}
