import { TextInput, Textarea } from '@mantine/core';
import { lacksArabic } from '@tiara/domain/bilingual';
import { AdminArabicMessages } from '../../messages/AdminArabicMessages';
import { ArabicLabel } from '../arabic/ArabicLabel';
import { ARABIC_INPUT, ENGLISH_INPUT } from './ArabicInput';
import { BilingualColumns } from './BilingualColumns';

/** One language's side of a field: what is typed, where a change goes, and the message under it. */
export interface FieldSide {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | undefined;
  /** The input's name, by which a form's field focus finds it. */
  readonly name?: string;
  /** A note under this side only, instead of the field's description. */
  readonly description?: string;
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
  arabicLabel = AdminArabicMessages.inArabic(label),
  arabicMissing = lacksArabic(english.value, arabic.value),
  description,
  required = false,
  multiline = false,
  disabled = false,
}: {
  label: string;
  english: FieldSide;
  arabic: FieldSide;
  /** The Arabic side's label, where '<label> in Arabic' does not fit. */
  arabicLabel?: string;
  /** Whether the marker shows, where the editor's rule is not "English written, Arabic blank" (a list's lines). */
  arabicMissing?: boolean;
  /** What the field is for, under both sides. */
  description?: string;
  required?: boolean;
  multiline?: boolean;
  disabled?: boolean;
}) {
  const sides = [
    { props: ENGLISH_INPUT, label, side: english, required },
    { props: ARABIC_INPUT, label: <ArabicLabel label={arabicLabel} missing={arabicMissing} />, side: arabic, required: false },
  ] as const;
  return (
    <BilingualColumns>
      {sides.map(({ props, label: shownLabel, side, required: needed }) => {
        const input = {
          ...props,
          label: shownLabel,
          name: side.name,
          description: side.description ?? description,
          required: needed,
          disabled,
          value: side.value,
          error: side.error,
        };
        return multiline ? (
          <Textarea key={props.lang} {...input} autosize minRows={2} onChange={(event) => side.onChange(event.currentTarget.value)} />
        ) : (
          <TextInput key={props.lang} {...input} onChange={(event) => side.onChange(event.currentTarget.value)} />
        );
      })}
    </BilingualColumns>
  );
}
