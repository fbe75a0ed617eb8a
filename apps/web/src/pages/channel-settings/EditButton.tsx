interface EditButtonProps {
  /** 'Add back' or 'Remove'. */
  label: string;
  /** What it acts on: said to screen readers after the label, since every row has the same button. */
  name: string;
  busy: boolean;
  onPress(): void;
}

/** A row's Add back or Remove button; while its call runs it spins and ignores presses, keeping focus. */
export function EditButton({ label, name, busy, onPress }: EditButtonProps) {
  return (
    <button
      type="button"
      className="button button--secondary channel-settings__edit"
      aria-disabled={busy || undefined}
      onClick={() => !busy && onPress()}
    >
      {busy && <span className="channel-settings__spinner" aria-hidden="true" />}
      {label}{' '}
      <span className="visually-hidden">{name}</span>
    </button>
  );
}
