/** What a DICOM image says about where it lies, each field null when the file does not carry it. */
export interface SlicePlacement {
  /** ImagePositionPatient (0020,0032): x, y, z of the first pixel. */
  readonly position: readonly number[] | null;
  /** ImageOrientationPatient (0020,0037): row direction then column direction. */
  readonly orientation: readonly number[] | null;
  /** InstanceNumber (0020,0013). */
  readonly instanceNumber: number | null;
}

function isVector(values: readonly number[] | null, length: number): values is readonly number[] {
  return values !== null && values.length === length && values.every(Number.isFinite);
}

/** The slice normal: the cross product of the row and column directions, or null when they are parallel or missing. */
export function sliceNormal(orientation: readonly number[] | null): [number, number, number] | null {
  if (!isVector(orientation, 6)) return null;
  const [rx = 0, ry = 0, rz = 0, cx = 0, cy = 0, cz = 0] = orientation;
  const normal: [number, number, number] = [ry * cz - rz * cy, rz * cx - rx * cz, rx * cy - ry * cx];
  return Math.hypot(...normal) > 1e-6 ? normal : null;
}

/**
 * The anatomical order of a series' images, as indices into `slices` (a permutation): by
 * position along the slice normal when every image has a position and the first has an
 * orientation; otherwise by InstanceNumber when every image has one; otherwise as given. Ties
 * keep the next rule's order, and then the given order.
 */
export function orderSlices(slices: readonly SlicePlacement[]): number[] {
  const indices = slices.map((_, index) => index);
  const normal = sliceNormal(slices[0]?.orientation ?? null);
  const byPosition = normal !== null && slices.every((slice) => isVector(slice.position, 3));
  const byInstance = slices.every((slice) => slice.instanceNumber !== null && Number.isFinite(slice.instanceNumber));
  const distance = (slice: SlicePlacement): number => {
    const [x = 0, y = 0, z = 0] = slice.position ?? [];
    const [nx, ny, nz] = normal ?? [0, 0, 0];
    return x * nx + y * ny + z * nz;
  };
  return indices.sort((a, b) => {
    const first = slices[a]!;
    const second = slices[b]!;
    if (byPosition) {
      const difference = distance(first) - distance(second);
      if (Math.abs(difference) > 1e-6) return difference;
    }
    if (byInstance) {
      const difference = (first.instanceNumber ?? 0) - (second.instanceNumber ?? 0);
      if (difference !== 0) return difference;
    }
    return a - b;
  });
}

/** The slice shown first: the middle one (the lower middle for an even count), 0 for none. */
export function middleSliceIndex(count: number): number {
  return count > 0 ? Math.floor((count - 1) / 2) : 0;
}

/**
 * The files grouped by series (SeriesInstanceUID, files without one forming a group of their
 * own), the group with the most images first (`images[i]` counts file i's frames, 1 when not
 * given) and, among equal ones, the one met first. Returns indices into `seriesUids`.
 */
export function groupSeries(seriesUids: readonly (string | null)[], images: readonly number[] = []): number[][] {
  const imagesOf = (group: readonly number[]): number => group.reduce((sum, index) => sum + (images[index] ?? 1), 0);
  const groups = new Map<string, number[]>();
  seriesUids.forEach((uid, index) => {
    const key = uid === null || uid === '' ? '\0none' : uid;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [index]);
    else group.push(index);
  });
  return [...groups.values()].sort((a, b) => imagesOf(b) - imagesOf(a) || (a[0] ?? 0) - (b[0] ?? 0));
}
