import { openModal } from '../modals/store';

/**
 * Opens the rename modal for a channel (its settings page, the blend flow). Apart from the modal so
 * that importing it does not bring the modal's code along.
 */
export function openRenameModal(channelId: string, currentName: string): void {
  openModal('rename', { channelId, currentName });
}
