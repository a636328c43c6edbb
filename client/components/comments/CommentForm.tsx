/**
 * The form to write a comment, a reply or an edit: a labelled text area, a counter to the limit
 * (5,000 characters), the API's refusal shown under it (announced, tied to the field by
 * aria-describedby). Empty or too long is said before anything is sent.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { COMMENT_MAX_LENGTH } from '../../../shared/comments.js';
import { COMMENTS } from '../../../shared/comment-ui-messages.js';
import type { Failure } from './threadSlice.js';

interface Props {
  label: string;
  submitLabel: string;
  initial?: string;
  /** Sends the text; throws a Failure to show. */
  onSubmit: (body: string) => Promise<void>;
  onCancel?: () => void;
  /** Focus the field when the form opens (replies, edits). */
  autoFocus?: boolean;
  className?: string;
  /** The longest text taken (a comment's by default; a report's reason is shorter). */
  max?: number;
  tooLong?: (max: number) => string;
}

export function CommentForm({
  label,
  submitLabel,
  initial = '',
  onSubmit,
  onCancel,
  autoFocus,
  className,
  max = COMMENT_MAX_LENGTH,
  tooLong = COMMENTS.tooLong,
}: Props) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [body, setBody] = useState(initial);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const length = body.length;
  const over = length > max;

  useEffect(() => {
    if (autoFocus) field.current?.focus();
  }, [autoFocus]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const problem = !body.trim() ? COMMENTS.empty : over ? tooLong(max) : '';
    setError(problem);
    if (problem) {
      field.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSubmit(body);
      setBody('');
    } catch (err) {
      setError((err as Partial<Failure>).message || COMMENTS.failed);
      field.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={`comment-form ${className ?? ''}`} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-body`} className="comment-form__label">
        {label}
      </label>
      <textarea
        ref={field}
        id={`${id}-body`}
        name="body"
        className="comment-form__field"
        rows={4}
        value={body}
        onChange={(e) => {
          setBody(e.target.value);
          if (error) setError('');
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
      />
      <div className="comment-form__row">
        <span id={`${id}-count`} className={`comment-form__count${over ? ' comment-form__count--over' : ''}`}>
          {COMMENTS.counter(length, max)}
        </span>
        <span className="comment-form__buttons">
          {onCancel && (
            <button type="button" className="button button--secondary comment-form__cancel" onClick={onCancel}>
              {COMMENTS.cancel}
            </button>
          )}
          <button type="submit" className="button comment-form__submit" aria-disabled={busy || undefined}>
            {busy ? COMMENTS.posting : submitLabel}
          </button>
        </span>
      </div>
      <p id={`${id}-error`} className="comment-form__error" role="alert">
        {error}
      </p>
    </form>
  );
}
