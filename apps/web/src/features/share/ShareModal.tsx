import { SHARE_TEXT, tileImageUrl, truncateDescription } from '@earshot/contract';
import { useId, useRef } from 'react';
import { FallbackImage } from '../../ui/FallbackImage';
import { Modal } from '../../ui/Modal';
import type { ModalComponentProps } from '../modals/registry';
import { ListenInPlayer } from '../streams/ListenInPlayer';
import { toast } from '../toasts/store';
import { socialLinks } from './socialLinks';
import './share.css';

export interface ShareModalProps {
  /** The link shared, absolute. */
  url: string;
  channelName: string;
  /** The channel's id, which addresses its tile art (a user channel's legacy id would answer its owner alone). */
  channelId: string;
  /** Shown under the name when known; '' for none. */
  channelDescription: string;
  /** The channel's stream name for 'Listen in your player' (channelStreamRef); null when it has no public stream. */
  streamRef: string | null;
}

declare module '../modals/registry' {
  interface ModalRegistry {
    share: ShareModalProps;
  }
}

function isUserCancel(error: unknown): boolean {
  return (error as { name?: string } | null)?.name === 'AbortError';
}

/**
 * A channel's link to copy, to share on a social network or by email, or to hand to the device's share
 * sheet where there is one; and its stream address for a player on another device.
 */
export default function ShareModal({ url, channelName, channelId, channelDescription, streamRef, modal }: ModalComponentProps<'share'>) {
  const linkId = useId();
  const linkRef = useRef<HTMLTextAreaElement>(null);
  const canShareNatively = typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ kind: 'success', message: SHARE_TEXT.copied });
    } catch {
      // No clipboard access (an insecure page, a refused permission): leave the link selected to copy by hand.
      linkRef.current?.select();
      toast({ kind: 'error', message: SHARE_TEXT.copyFailure });
    }
  };

  const shareNatively = async () => {
    try {
      await navigator.share({ title: channelName, url });
    } catch (error) {
      if (!isUserCancel(error)) console.warn('The share sheet failed', error);
    }
  };

  return (
    <Modal
      {...modal}
      title={SHARE_TEXT.title(channelName)}
      description={channelDescription ? truncateDescription(channelDescription) : undefined}
      size="medium"
      actions={
        canShareNatively && (
          <button type="button" className="button button--primary" onClick={() => void shareNatively()}>
            {SHARE_TEXT.shareVia}
          </button>
        )
      }
    >
      <div className="share">
        <FallbackImage className="share__art" src={tileImageUrl(channelId)} alt="" width={72} height={72} />
        <div className="share__link">
          <label className="share__label" htmlFor={linkId}>
            {SHARE_TEXT.link}
          </label>
          <div className="share__row">
            {/* A text area, not a one-line field: the link wraps, so the whole of it shows at any width. */}
            <textarea
              ref={linkRef}
              id={linkId}
              className="share__input"
              rows={2}
              readOnly
              spellCheck={false}
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              // The click that focuses the field would otherwise drop the selection where it lands.
              onMouseUp={(event) => event.preventDefault()}
            />
            <button type="button" className="button button--secondary" onClick={() => void copy()} data-autofocus>
              {SHARE_TEXT.copy}
            </button>
          </div>
        </div>
      </div>
      <ul className="share__social" aria-label={SHARE_TEXT.socialLinks}>
        {socialLinks(url, channelName).map((link) => (
          <li key={link.network}>
            <a
              className={`share__network share__network--${link.network}`}
              href={link.href}
              aria-label={link.name}
              target={link.newTab ? '_blank' : undefined}
              rel={link.newTab ? 'noopener' : undefined}
            >
              {link.icon}
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <div className="share__stream">
        <ListenInPlayer streamRef={streamRef} headingLevel={3} onLeave={modal.onClose} />
      </div>
    </Modal>
  );
}
