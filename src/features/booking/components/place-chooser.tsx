/**
 * The visitor's choice of place (docs/decisions.md#meeting-types, "invitee chooses"): shown on the details step when the
 * link offers two or more places; the first is chosen until the visitor picks another.
 */
import { Radio, Stack } from '@mantine/core';
import type { PublicLink } from '../api';
import { placeWords } from '../place-words';
import type { CoreMessages } from '../../../i18n/messages/en';

export function PlaceChooser({
  link,
  chosen,
  words,
  onChoose,
}: {
  link: PublicLink;
  chosen: number;
  words: CoreMessages;
  onChoose: (index: number) => void;
}) {
  const places = link.locations ?? [];
  if (places.length < 2) return null;
  return (
    <Radio.Group
      label="Where would you like to meet?"
      required
      value={String(chosen)}
      onChange={(value) => onChoose(Number(value))}
    >
      <Stack gap={8} mt={6}>
        {places.map((place, i) => (
          <Radio
            key={i}
            value={String(i)}
            label={placeWords(place, link.host.name, words, false)?.text ?? ''}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
