import { CHANNEL_SETTINGS_TEXT, type IncludedChannel } from '@earshot/contract';
import { FallbackImage } from '../../ui/FallbackImage';
import { EditButton } from './EditButton';
import { SettingsSection } from './SettingsSection';
import type { ListEditor } from './useChannelEdit';

/**
 * The channels the channel plays. None can be removed when it is the only one (a channel must play
 * something), and Five-Star Radio never can (000 section 6).
 */
export function IncludedChannels({ channels, editor }: { channels: IncludedChannel[]; editor?: ListEditor }) {
  const removable = editor && channels.length > 1 ? editor : undefined;
  return (
    <SettingsSection title={CHANNEL_SETTINGS_TEXT.includedChannels} count={channels.length}>
      <ul className="channel-settings__included">
        {channels.map(({ _id, name, image, is_five_star: fiveStar }) => (
          <li key={_id.$oid} className={fiveStar ? 'included-channel included-channel--five-star' : 'included-channel'}>
            <FallbackImage className="included-channel__art" src={image} alt="" width={56} height={56} loading="lazy" />
            <span className="included-channel__text">
              <span className="included-channel__name">{name}</span>
              {fiveStar && <span className="included-channel__note">{CHANNEL_SETTINGS_TEXT.fiveStarNote}</span>}
            </span>
            {removable && !fiveStar && (
              <EditButton
                label={CHANNEL_SETTINGS_TEXT.remove}
                name={name}
                busy={removable.busy.includes(_id.$oid)}
                onPress={() => removable.edit({ action: 'remove_channel', itemId: _id.$oid, name })}
              />
            )}
          </li>
        ))}
      </ul>
    </SettingsSection>
  );
}
