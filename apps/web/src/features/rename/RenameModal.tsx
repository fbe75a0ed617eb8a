import { CHANNEL_EDIT_TEXT, CHANNEL_NAME_MAX, RENAME_TEXT } from '@earshot/contract';
import { useQueryClient } from '../../lib/query';
import { type FormEvent, useId, useState } from 'react';
import { Field } from '../../ui/Field';
import { FormModalActions } from '../../ui/FormModalActions';
import { Modal } from '../../ui/Modal';
import { channelKeys } from '../../api/channels';
import { channelSettingsKeys } from '../../api/channelSettingsKeys';
import type { ModalComponentProps } from '../modals/registry';
import { FAVORITES_KEY, USER_CHANNELS_KEY } from '../../api/myChannelsKeys';
import { usePlayerCommands } from '../player/PlayerContext';
import { usePlayerStore } from '../player/store';
import { toast } from '../toasts/store';
import { useRenameMutation } from './renameChannel';

export interface RenameModalProps {
  /** The channel to rename: the listener's own (the server answers not_authorized for anyone else's). */
  channelId: string;
  /** What the field starts with. */
  currentName: string;
}

declare module '../modals/registry' {
  interface ModalRegistry {
    rename: RenameModalProps;
  }
}

/** The cached queries that show channel names. */
const NAMED_CHANNELS = [channelKeys.all, channelSettingsKeys.allDetails, FAVORITES_KEY, USER_CHANNELS_KEY];

function nameProblem(name: string): string | null {
  if (name === '') return RENAME_TEXT.required;
  return name.length > CHANNEL_NAME_MAX ? RENAME_TEXT.tooLong : null;
}

/** The rename modal (000 section 2): a new name for a channel, shown wherever the channel's name is. */
export default function RenameModal({ channelId, currentName, modal }: ModalComponentProps<'rename'>) {
  const formId = useId();
  const [name, setName] = useState(currentName);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const rename = useRenameMutation();
  const queryClient = useQueryClient();
  const player = usePlayerCommands();
  const playing = usePlayerStore(({ channel: c }) => c !== null && [c.id, c.startedAs, String(c.oldid)].includes(channelId));
  const busy = rename.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const newName = name.trim();
    const invalid = nameProblem(newName);
    setProblem(invalid);
    setFailure(null);
    if (invalid) return;
    rename.mutate(
      { channelId, name: newName },
      {
        onSuccess: (status) => {
          if (status === 'not_authorized') {
            toast({ kind: 'warning', title: CHANNEL_EDIT_TEXT.unauthorizedTitle, message: CHANNEL_EDIT_TEXT.unauthorized });
          } else {
            toast({ kind: 'success', message: CHANNEL_EDIT_TEXT.renamed(newName) });
            for (const queryKey of NAMED_CHANNELS) void queryClient.invalidateQueries({ queryKey });
            // The player names the channel from its playlist: a fresh one carries the new name.
            if (playing) player?.reload();
          }
          modal.onClose();
        },
        onError: (error) => setFailure(RENAME_TEXT.error(error.message)),
      },
    );
  };

  return (
    <Modal
      {...modal}
      title={RENAME_TEXT.title}
      size="small"
      dismissible={!busy}
      busy={busy}
      actions={
        <FormModalActions formId={formId} cancelLabel={RENAME_TEXT.cancel} submitLabel={RENAME_TEXT.save} onCancel={modal.onClose} busy={busy} />
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <Field
          label={RENAME_TEXT.label}
          name="name"
          autoComplete="off"
          required
          maxLength={CHANNEL_NAME_MAX}
          value={name}
          error={problem}
          onChange={(event) => setName(event.target.value)}
        />
        {failure && (
          <p className="field__error" role="alert">
            {failure}
          </p>
        )}
      </form>
    </Modal>
  );
}
