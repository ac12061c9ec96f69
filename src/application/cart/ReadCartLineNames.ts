import { inject, injectable } from 'inversify';
import { type CartLine, type CartLineNameParts, cartItemKindOf, cartLineName } from '@tiara/domain/cart';
import type { Language } from '@tiara/domain/language';
import { type Result, ok } from '@tiara/domain/result';
import type { VariantNames } from '@tiara/domain/variant-selector';
import type { ApiFailure } from '../shared/ApiResult';
import { type CartItemNames, CartLineNamesApi } from './CartLineNamesApi';

/** A line's name as read now, or null where the shop named none of it (the line keeps its own). */
export type FreshLineName = (line: CartLine) => string | null;

export interface ReadCartLineNamesRequest {
  readonly lines: readonly CartLine[];
  /** The reader's language, and its names of a variant's side, size and option. */
  readonly language: Language;
  readonly variantNames: VariantNames;
}

/** A product line's variant as its name tells it (side, size, option); none for a line that chose none. */
function variantOf(line: CartLine): CartLineNameParts['variant'] {
  if (line.side === undefined && line.size === undefined && line.option === undefined) return undefined;
  return { side: line.side ?? null, size: line.size ?? null, option: line.option ?? null };
}

/** The line's name from what the shop calls its parts now; null when the shop named its item, or its chosen package, no longer. */
function freshName(line: CartLine, names: CartItemNames, request: ReadCartLineNamesRequest): string | null {
  const name = names.items.get(line.id);
  if (name === undefined) return null;
  const kind = cartItemKindOf(line.id);
  if (kind === 'training' && line.packageId !== undefined) {
    const packageName = names.packages.get(line.packageId);
    return packageName === undefined ? null : cartLineName({ name, packageName }, request.variantNames, request.language);
  }
  return cartLineName({ name, variant: kind === 'product' ? variantOf(line) : undefined }, request.variantNames, request.language);
}

/**
 * The cart's lines named as the shop calls them now, in the reader's language: a cart kept in the
 * browser holds the names its lines were added under, in whatever language that was. A line the
 * shop no longer names keeps its own; an empty cart asks nothing.
 */
@injectable()
export class ReadCartLineNames {
  constructor(@inject(CartLineNamesApi) private readonly names: CartLineNamesApi) {}

  async execute(request: ReadCartLineNamesRequest): Promise<Result<FreshLineName, ApiFailure>> {
    if (request.lines.length === 0) return ok(() => null);
    const packageIds = request.lines.flatMap((line) => (line.packageId === undefined ? [] : [line.packageId]));
    const answer = await this.names.namesOf(request.lines.map((line) => line.id), packageIds);
    if (!answer.ok) return answer;
    return ok((line) => freshName(line, answer.value, request));
  }
}
