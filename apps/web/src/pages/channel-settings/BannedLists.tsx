import { type ChannelDetails, CHANNEL_SETTINGS_TEXT } from '@earshot/contract';
import { EditButton } from './EditButton';
import { SettingsSection } from './SettingsSection';
import type { ListEditor } from './useChannelEdit';

export function BannedArtists({ artists, editor }: { artists: ChannelDetails['removed_artists']; editor?: ListEditor }) {
  return (
    <SettingsSection title={CHANNEL_SETTINGS_TEXT.bannedArtists} count={artists.length} empty={CHANNEL_SETTINGS_TEXT.noBannedArtists}>
      <ul className="channel-settings__list">
        {artists.map(({ _id, artistdisplay: name }) => (
          <li key={_id.$oid} className="channel-settings__row">
            <span className="channel-settings__row-text">{name}</span>
            {editor && (
              <EditButton
                label={CHANNEL_SETTINGS_TEXT.addBack}
                name={name}
                busy={editor.busy.includes(_id.$oid)}
                onPress={() => editor.edit({ action: 'add_artist', itemId: _id.$oid, name })}
              />
            )}
          </li>
        ))}
      </ul>
    </SettingsSection>
  );
}

export function BannedSongs({ songs, editor }: { songs: ChannelDetails['removed_tracks']; editor?: ListEditor }) {
  return (
    <SettingsSection title={CHANNEL_SETTINGS_TEXT.bannedSongs} count={songs.length} empty={CHANNEL_SETTINGS_TEXT.noBannedSongs}>
      <ul className="channel-settings__list">
        {songs.map(({ _id, title, track_artist: artist }) => (
          <li key={_id.$oid} className="channel-settings__row">
            <span className="channel-settings__row-text">
              <span className="channel-settings__song">{title}</span> — <span className="channel-settings__artist">{artist}</span>
            </span>
            {editor && (
              <EditButton
                label={CHANNEL_SETTINGS_TEXT.addBack}
                name={`${title} — ${artist}`}
                busy={editor.busy.includes(_id.$oid)}
                onPress={() => editor.edit({ action: 'add_track', itemId: _id.$oid, name: title })}
              />
            )}
          </li>
        ))}
      </ul>
    </SettingsSection>
  );
}
