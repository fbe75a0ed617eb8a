import { UI_TEXT } from '@earshot/contract';

export function LoadError({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div className="load-error" role="alert">
      <p>{message}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {UI_TEXT.retry}
      </button>
    </div>
  );
}
