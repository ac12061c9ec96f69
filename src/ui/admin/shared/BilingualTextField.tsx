import { SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { lacksArabic } from '@tiara/domain/bilingual';
import { AdminArabicMessages } from '../../messages/AdminArabicMessages';
import { ArabicLabel } from '../arabic/ArabicLabel';
import { ARABIC_INPUT, ENGLISH_INPUT } from './ArabicInput';

/** One language's side of a field: what is typed, where a change goes, and the message under it. */
export interface FieldSide {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | undefined;
}

/**
 * A text the back office writes in both languages: the English and the Arabic side by side (the
 * Arabic under the English on a phone), each typed in its own direction, the Arabic marked while
 * the English is written and it is not. The English may be required; the Arabic never is.
 */
export function BilingualTextField({
  label,
  english,
  arabic,
  description,
  required = false,
  multiline = false,
  disabled = false,
}: {
  label: string;
  english: FieldSide;
  arabic: FieldSide;
  /** What the field is for, under both sides. */
  description?: string;
  required?: boolean;
  multiline?: boolean;
  disabled?: boolean;
}) {
  const arabicLabel = <ArabicLabel label={AdminArabicMessages.inArabic(label)} missing={lacksArabic(english.value, arabic.value)} />;
  const sides = [
    { props: ENGLISH_INPUT, label, side: english, required },
    { props: ARABIC_INPUT, label: arabicLabel, side: arabic, required: false },
  ] as const;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="xs">
      {sides.map(({ props, label: shownLabel, side, required: needed }) =>
        multiline ? (
          <Textarea
            key={props.lang}
            {...props}
            label={shownLabel}
            description={description}
            required={needed}
            disabled={disabled}
            autosize
            minRows={2}
            value={side.value}
            error={side.error}
            onChange={(event) => side.onChange(event.currentTarget.value)}
          />
        ) : (
          <TextInput
            key={props.lang}
            {...props}
            label={shownLabel}
            description={description}
            required={needed}
            disabled={disabled}
            value={side.value}
            error={side.error}
            onChange={(event) => side.onChange(event.currentTarget.value)}
          />
        ),
      )}
    </SimpleGrid>
  );
}
