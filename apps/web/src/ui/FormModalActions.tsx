interface FormModalActionsProps {
  /** The id of the form the submit button sends (it sits outside the form, in the modal's footer). */
  formId: string;
  cancelLabel: string;
  submitLabel: string;
  onCancel: () => void;
  /** While sending: a spinner, and neither button does anything. */
  busy: boolean;
  /** Nothing to send yet. */
  disabled?: boolean;
}

/** A form modal's footer: Cancel, and the primary button that submits the form. */
export function FormModalActions({ formId, cancelLabel, submitLabel, onCancel, busy, disabled }: FormModalActionsProps) {
  return (
    <>
      <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </button>
      <button type="submit" form={formId} className="button button--primary" disabled={disabled} aria-disabled={busy || undefined}>
        {busy && <span className="spinner" aria-hidden="true" />}
        {submitLabel}
      </button>
    </>
  );
}
