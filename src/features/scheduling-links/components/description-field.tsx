import { Group, Text, Textarea } from '@mantine/core';
import { descriptionTooLong, MAX_DESCRIPTION_LENGTH } from '../../../domain/api-schemas';

/**
 * The link dialog's description: its hint with a counter ("512 / 500", red over the limit), and
 * over the limit an error on the field in words as it is typed, not only once Update is pressed.
 * `error` (the form's or the server's) goes first.
 */
export function DescriptionField({
  value,
  placeholder,
  error,
  onChange,
}: {
  value: string;
  placeholder: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const over = value.length > MAX_DESCRIPTION_LENGTH;
  return (
    <Textarea
      label="Custom Description"
      description={
        <Group component="span" justify="space-between" gap="xs" wrap="nowrap">
          <span>Optional. Shown to visitors on the booking page only.</span>
          <Text
            component="span"
            fz="inherit"
            c={over ? 'red.9' : 'gray.7'}
            fw={over ? 700 : undefined}
            style={{ whiteSpace: 'nowrap' }}
          >
            {`${value.length} / ${MAX_DESCRIPTION_LENGTH}`}
          </Text>
        </Group>
      }
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error ?? (over ? descriptionTooLong(value.length) : undefined)}
      // Not `autosize`: it needs document.fonts, which the test DOM lacks.
      rows={4}
    />
  );
}
