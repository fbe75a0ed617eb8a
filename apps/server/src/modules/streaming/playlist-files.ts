/** Playlist files that point a player at a stream: what "Open with VLC" and radio apps expect to download. */

export const PLAYLIST_FILE_TYPES = { m3u: 'audio/x-mpegurl', pls: 'audio/x-scpls' } as const;

/** One line of text: a title cannot break the file's format. */
const line = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

export function m3uFile(title: string, streamUrl: string): string {
  return `#EXTM3U\n#EXTINF:-1,${line(title)}\n${streamUrl}\n`;
}

export function plsFile(title: string, streamUrl: string): string {
  return `[playlist]\nNumberOfEntries=1\nFile1=${streamUrl}\nTitle1=${line(title)}\nLength1=-1\nVersion=2\n`;
}
