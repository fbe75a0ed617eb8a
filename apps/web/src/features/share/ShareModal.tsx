import { SHARE_TEXT, tileImageUrl, truncateDescription } from '@earshot/contract';
import { FallbackImage } from '../../ui/FallbackImage';
import { Modal } from '../../ui/Modal';
import type { ModalComponentProps } from '../modals/registry';
import { CopyField } from '../streams/CopyField';
import { ListenInPlayer } from '../streams/ListenInPlayer';
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
  const canShareNatively = typeof navigator.share === 'function';

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
        <CopyField label={SHARE_TEXT.link} value={url} copiedMessage={SHARE_TEXT.copied} failureMessage={SHARE_TEXT.copyFailure} data-autofocus />
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
