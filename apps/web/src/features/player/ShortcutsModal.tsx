import { SHORTCUT_TEXT } from '@earshot/contract';
import { Modal } from '../../ui/Modal';
import type { ModalComponentProps } from '../modals/registry';
import { SHORTCUTS } from './keyboard';
import './shortcuts.css';

declare module '../modals/registry' {
  interface ModalRegistry {
    shortcuts: Record<never, never>;
  }
}

/** The player's keyboard shortcuts, opened with `?`. */
export default function ShortcutsModal({ modal }: ModalComponentProps<'shortcuts'>) {
  return (
    <Modal {...modal} title={SHORTCUT_TEXT.title} description={SHORTCUT_TEXT.description} size="small">
      <dl className="shortcuts">
        {SHORTCUTS.map(({ keys, label }) => (
          <div className="shortcuts__row" key={label}>
            <dt className="shortcuts__keys">
              {keys.map((key) => (
                <kbd key={key}>{key}</kbd>
              ))}
            </dt>
            <dd className="shortcuts__label">{label}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
