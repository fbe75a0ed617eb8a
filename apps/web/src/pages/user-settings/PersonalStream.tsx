import { LIMITS, STREAM_MESSAGES } from '@earshot/contract';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useApi } from '../../api/ApiContext';
import { createStreamKey, revokeStreamKey, streamKeys, useStreamKey } from '../../api/streams';
import { openModal } from '../../features/modals/store';
import { CopyField } from '../../features/streams/CopyField';
import { PERSONAL_STREAM_SETTINGS, personalStreamUrl } from '../../features/streams/streamUrls';
import { toast } from '../../features/toasts/store';
import { useClientEnv } from '../../lib/env';
import { useQueryClient } from '../../lib/query';
import { LoadError } from '../../ui/LoadError';
import { PERSONAL_STREAM_TEXT } from './personalStreamText';

/** The example channel of a new key's address: Five-Star Radio, the channel a personal stream exists for. */
const EXAMPLE_REF = String(LIMITS.fiveStarOldId);

/** When the key was made, in the listener's own locale. */
function MadeOn({ at }: { at: number }) {
  const date = new Date(at);
  return (
    <p>
      {PERSONAL_STREAM_TEXT.keyMadeOn} <time dateTime={date.toISOString()}>{date.toLocaleDateString(undefined, { dateStyle: 'long' })}</time>.
    </p>
  );
}

/** A key just made, shown this once: focused, so the listener (and their screen reader) lands on it. */
function NewKey({ streamKey }: { streamKey: string }) {
  const { siteUrl } = useClientEnv();
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => panelRef.current?.focus(), []);
  return (
    <div ref={panelRef} className="personal-stream__new-key" tabIndex={-1}>
      <CopyField
        label={PERSONAL_STREAM_TEXT.exampleAddress}
        value={personalStreamUrl(siteUrl, streamKey, EXAMPLE_REF)}
        copyLabel={PERSONAL_STREAM_TEXT.copyExampleAddress}
      />
      <p className="personal-stream__warning">{STREAM_MESSAGES.keyShownOnce}</p>
      <p>
        {PERSONAL_STREAM_TEXT.anyChannel} <code>{EXAMPLE_REF}</code>.
      </p>
    </div>
  );
}

/** Makes and turns off the listener's stream key; the key itself is known only in the moment it is made. */
function useStreamKeyActions(userId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [madeKey, setMadeKey] = useState<string | null>(null);
  const [revoked, setRevoked] = useState(false);

  const make = async () => {
    try {
      const made = await createStreamKey(api);
      queryClient.setQueryData(streamKeys.status(userId), { stream_key: { created_at: made.created_at } });
      setMadeKey(made.key);
      setRevoked(false);
    } catch {
      toast({ kind: 'error', message: PERSONAL_STREAM_TEXT.actionFailure });
    }
  };

  const revoke = async () => {
    try {
      await revokeStreamKey(api);
      queryClient.setQueryData(streamKeys.status(userId), { stream_key: null });
      setMadeKey(null);
      setRevoked(true);
      // Said in a toast as well: screen readers hear a toast, not a message that replaces the buttons.
      toast({ kind: 'success', message: STREAM_MESSAGES.keyRevoked });
    } catch {
      toast({ kind: 'error', message: PERSONAL_STREAM_TEXT.actionFailure });
    }
  };

  return { madeKey, revoked, make, revoke };
}

function MakeKeyButton({ onMake }: { onMake(): Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const make = async () => {
    if (busy) return;
    setBusy(true);
    await onMake();
    setBusy(false);
  };
  return (
    <button type="button" className="button button--primary" aria-disabled={busy || undefined} onClick={() => void make()}>
      {STREAM_MESSAGES.keyCreate}
    </button>
  );
}

/** Both replace a working key, which stops the players using it: each asks first. */
function KeyButtons({ onMake, onRevoke }: { onMake(): Promise<void>; onRevoke(): Promise<void> }) {
  const confirmRecreate = () =>
    openModal('confirm', {
      title: PERSONAL_STREAM_TEXT.recreateTitle,
      message: PERSONAL_STREAM_TEXT.recreateMessage,
      confirmLabel: STREAM_MESSAGES.keyRecreate,
      onConfirm: onMake,
    });
  const confirmRevoke = () =>
    openModal('confirm', {
      title: PERSONAL_STREAM_TEXT.revokeTitle,
      message: PERSONAL_STREAM_TEXT.revokeMessage,
      confirmLabel: STREAM_MESSAGES.keyRevoke,
      danger: true,
      onConfirm: onRevoke,
    });
  return (
    <div className="personal-stream__buttons">
      <button type="button" className="button button--secondary" onClick={confirmRecreate}>
        {STREAM_MESSAGES.keyRecreate}
      </button>
      <button type="button" className="button button--danger" onClick={confirmRevoke}>
        {STREAM_MESSAGES.keyRevoke}
      </button>
    </div>
  );
}

function KeyStatus({ userId }: { userId: string }) {
  const status = useStreamKey(userId);
  const { madeKey, revoked, make, revoke } = useStreamKeyActions(userId);
  if (status.isError) return <LoadError message={PERSONAL_STREAM_TEXT.keyLoadFailure} onRetry={() => void status.refetch()} />;
  if (status.isPending) return <p aria-busy="true">{PERSONAL_STREAM_TEXT.keyLoading}</p>;
  const key = status.data.stream_key;
  if (!key)
    return (
      <>
        <p role="status">{revoked ? STREAM_MESSAGES.keyRevoked : PERSONAL_STREAM_TEXT.noKey}</p>
        <MakeKeyButton onMake={make} />
      </>
    );
  return (
    <>
      <MadeOn at={key.created_at} />
      {madeKey && <NewKey streamKey={madeKey} />}
      <KeyButtons onMake={make} onRevoke={revoke} />
    </>
  );
}

/**
 * Account Settings' 'Your personal stream': a private stream address for players on other devices
 * (issue 25). Its code loads after the page (see page.tsx), too late for the router's scroll to a
 * `#personal-stream` link: it scrolls itself into view then.
 */
export default function PersonalStream({ userId }: { userId: string }) {
  const sectionRef = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === `#${PERSONAL_STREAM_SETTINGS.sectionId}`) sectionRef.current?.scrollIntoView();
  }, [hash]);
  return (
    <section
      ref={sectionRef}
      id={PERSONAL_STREAM_SETTINGS.sectionId}
      className="settings-card settings__wide personal-stream"
      aria-labelledby="personal-stream-title"
    >
      <h2 id="personal-stream-title">{STREAM_MESSAGES.personalStreamTitle}</h2>
      <p>{STREAM_MESSAGES.personalStreamHelp}</p>
      <KeyStatus userId={userId} />
    </section>
  );
}
