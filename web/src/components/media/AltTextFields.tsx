import { maxAltTextLength, mediaMessages } from '@management-center/contract';
import { Checkbox, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';

/** An alt text as typed: a decorative image is stored with an empty text, which screen readers skip. */
export interface AltTextDraft {
  text: string;
  decorative: boolean;
}

export const undescribed: AltTextDraft = { text: '', decorative: false };

const describeOrMarkDecorative = 'Describe the image, or mark it as decorative.';

/** The draft of a stored alt text: none stored starts empty, an empty one is decorative. */
function altTextDraftOf(alt: string | undefined): AltTextDraft {
  return alt === undefined ? undescribed : { text: alt, decorative: alt === '' };
}

/** The text a draft stores: empty for a decorative image, undefined when nothing was typed. */
export function altTextOf(draft: AltTextDraft): string | undefined {
  if (draft.decorative) return '';
  const described = draft.text.trim();
  return described === '' ? undefined : described;
}

/**
 * A stored alt text being edited, in the library or on a row: the fields' draft and question, and the text Save
 * stores, which must be a description or Decorative (undefined, with the question asked again, when it is neither).
 */
export function useAltTextEdit(alt: string | undefined) {
  const [draft, setDraft] = useState(altTextDraftOf(alt));
  const [problem, setProblem] = useState<string>();
  return {
    fields: {
      draft,
      problem,
      onChange: (next: AltTextDraft) => {
        setDraft(next);
        setProblem(undefined);
      },
    },
    restart(from: string | undefined) {
      setDraft(altTextDraftOf(from));
      setProblem(undefined);
    },
    textToSave(): string | undefined {
      const text = altTextOf(draft);
      if (text === undefined) setProblem(describeOrMarkDecorative);
      return text;
    },
  };
}

interface AltTextFieldsProps {
  draft: AltTextDraft;
  onChange: (draft: AltTextDraft) => void;
  // What the text box says under its label besides the length: how an empty text is taken here.
  note?: string;
  problem?: string | undefined;
  disabled?: boolean;
  autoFocus?: boolean;
}

// The same question wherever an image is described: at upload, on a row, in the library.
export function AltTextFields({
  draft,
  onChange,
  note,
  problem,
  disabled = false,
  autoFocus,
}: AltTextFieldsProps) {
  const length = `At most ${maxAltTextLength} characters (${draft.text.length} now).`;
  return (
    <Stack gap={6}>
      <Textarea
        label={mediaMessages.altPrompt}
        description={note ? `${length} ${note}` : length}
        value={draft.text}
        onChange={(event) => onChange({ ...draft, text: event.currentTarget.value })}
        maxLength={maxAltTextLength}
        autosize
        minRows={2}
        disabled={disabled || draft.decorative}
        error={problem}
        data-autofocus={autoFocus || undefined}
      />
      <Checkbox
        label="Decorative image"
        description="It adds nothing to the page's meaning: screen readers skip it."
        checked={draft.decorative}
        onChange={(event) => onChange({ ...draft, decorative: event.currentTarget.checked })}
        disabled={disabled}
      />
    </Stack>
  );
}
