/**
 * Previous slugs of a booking link (docs/decisions.md#renamed-links-keep-working): renaming a link
 * keeps its old slug, which goes on leading to the link until the host removes it. Pure rules
 * shared by the mock backend and the app.
 */

/** The most previous slugs a link keeps; a rename beyond it is refused until some are removed. */
export const MAX_PREVIOUS_SLUGS = 100;

export const TOO_MANY_PREVIOUS_SLUGS_MESSAGE = `This link already keeps ${MAX_PREVIOUS_SLUGS} previous addresses: remove one before renaming it again`;

/** What a link's update does to its previous slugs, or why it cannot. */
export type PreviousSlugsOutcome =
  { ok: true; previousSlugs: string[] } | { ok: false; message: string };

/**
 * The previous slugs after an update of a link: first `keep` (the stored list with entries left
 * out; anything else is refused), then a rename from `currentSlug` to `nextSlug` (the current slug
 * joins the list, the new one leaves it if it was there).
 */
export function nextPreviousSlugs({
  stored,
  keep,
  currentSlug,
  nextSlug,
}: {
  stored: readonly string[];
  keep?: readonly string[];
  currentSlug: string;
  nextSlug?: string;
}): PreviousSlugsOutcome {
  let list = [...stored];
  if (keep !== undefined) {
    const seen = new Set<string>();
    for (const slug of keep) {
      if (seen.has(slug)) {
        return { ok: false, message: `previousSlugs names ${slug} twice` };
      }
      seen.add(slug);
      if (!stored.includes(slug)) {
        return {
          ok: false,
          message: `previousSlugs can only remove addresses: ${slug} is not a previous address of this link`,
        };
      }
    }
    list = list.filter((slug) => seen.has(slug));
  }
  if (nextSlug !== undefined && nextSlug !== currentSlug) {
    list = list.filter((slug) => slug !== nextSlug);
    if (!list.includes(currentSlug)) list.push(currentSlug);
    if (list.length > MAX_PREVIOUS_SLUGS) {
      return { ok: false, message: TOO_MANY_PREVIOUS_SLUGS_MESSAGE };
    }
  }
  return { ok: true, previousSlugs: list };
}
