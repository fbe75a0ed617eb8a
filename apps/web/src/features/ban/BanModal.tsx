import { BAN_DIALOG_TEXT, CHANNEL_EDIT_TEXT } from '@earshot/contract';
import { useState } from 'react';
import { Modal } from '../../ui/Modal';
import type { ModalComponentProps } from '../modals/registry';
import { usePlayerCommands } from '../player/PlayerContext';
import { toast } from '../toasts/store';
import { type BanTarget, useBanMutation } from './banChannel';
import './ban.css';

export interface BanModalProps {
  /** The channel in the player: a curated channel's ban lands on the listener's own copy of it. */
  channelId: string;
  channelName: string;
  /** The song playing when the dialog opened, and its artist: what it offers to ban. */
  song: { id: string; title: string };
  artist: { id: string; name: string };
}

declare module '../modals/registry' {
  interface ModalRegistry {
    ban: BanModalProps;
  }
}

/** 'Ban Artist or Song' (000 section 2): bans the song that is playing, or its artist, from this channel. */
export default function BanModal({ channelId, channelName, song, artist, modal }: ModalComponentProps<'ban'>) {
  const player = usePlayerCommands();
  const ban = useBanMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (target: BanTarget) => {
    if (ban.isPending) return;
    setProblem(null);
    const [id, name] = target === 'song' ? [song.id, song.title] : [artist.id, artist.name];
    ban.mutate(
      { channelId, target, id },
      {
        onSuccess: (status) => {
          if (status === 'limit') return setProblem(target === 'song' ? CHANNEL_EDIT_TEXT.songLimit : CHANNEL_EDIT_TEXT.artistLimit);
          if (status === 'ok') {
            toast({ kind: 'success', message: CHANNEL_EDIT_TEXT.banned(name) });
            // A fresh playlist without what was banned; it names the channel now playing (the listener's own copy).
            player?.reload();
          } else {
            toast({ kind: 'warning', title: CHANNEL_EDIT_TEXT.unauthorizedTitle, message: CHANNEL_EDIT_TEXT.unauthorized });
          }
          modal.onClose();
        },
        onError: () => setProblem(CHANNEL_EDIT_TEXT.failure),
      },
    );
  };

  const busy = ban.isPending;
  return (
    <Modal
      {...modal}
      title={BAN_DIALOG_TEXT.title}
      description={BAN_DIALOG_TEXT.description(channelName)}
      size="small"
      dismissible={!busy}
      busy={busy}
      actions={
        <button type="button" className="button button--secondary" onClick={modal.onClose} disabled={busy}>
          {BAN_DIALOG_TEXT.cancel}
        </button>
      }
    >
      <div className="ban-choices">
        <BanChoice label={BAN_DIALOG_TEXT.banSong} name={song.title} busy={busy && ban.variables?.target === 'song'} onChoose={() => choose('song')} />
        <BanChoice label={BAN_DIALOG_TEXT.banArtist} name={artist.name} busy={busy && ban.variables?.target === 'artist'} onChoose={() => choose('artist')} />
      </div>
      {problem && (
        <p className="ban-problem" role="alert">
          {problem}
        </p>
      )}
    </Modal>
  );
}

function BanChoice({ label, name, busy, onChoose }: { label: string; name: string; busy: boolean; onChoose(): void }) {
  return (
    <button type="button" className="ban-choice" onClick={onChoose} aria-disabled={busy || undefined}>
      <span className="ban-choice__label">
        {busy && <span className="spinner" aria-hidden="true" />}
        {label}
      </span>{' '}
      <span className="ban-choice__name">{name}</span>
    </button>
  );
}
