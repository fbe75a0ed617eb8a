import { CHANNEL_SETTINGS_TEXT, pageTitle } from '@earshot/contract';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { PageMeta } from '../../lib/meta';
import { LoadError } from '../../ui/LoadError';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { ChannelSettings } from './ChannelSettings';
import { useChannelCheck, useChannelDetails } from '../../api/channelSettings';
import { SettingsSkeleton } from './SettingsSkeleton';
import './channel-settings.css';

function Frame({ children }: { children: ReactNode }) {
  return <div className="channel-settings">{children}</div>;
}

function Placeholder({ children }: { children: ReactNode }) {
  return (
    <Frame>
      <PageMeta title={pageTitle(CHANNEL_SETTINGS_TEXT.title)} description={CHANNEL_SETTINGS_TEXT.metaDescription} noindex />
      {children}
    </Frame>
  );
}

/**
 * /player/:id, the channel settings page (000 section 2, 001 section 2). The check call decides:
 * a failure is the 404 screen, no can_view goes home (000 section 6); then the details load. The
 * route's loader does both on the server (pageRoutes.tsx), which answers 404 for an unknown channel;
 * after a navigation in the browser the skeleton shows while they load.
 */
export default function ChannelSettingsPage() {
  const id = useParams().id ?? '';
  const check = useChannelCheck(id);
  const allowed = check.data?.can_view === true;
  const details = useChannelDetails(id, allowed);

  if (check.isError) return <NotFoundPage />;
  if (check.data && !allowed) return <Navigate to="/" replace />;
  if (check.isPending || details.isPending) {
    return (
      <Placeholder>
        <SettingsSkeleton />
      </Placeholder>
    );
  }
  if (details.isError) {
    return (
      <Placeholder>
        <LoadError message={CHANNEL_SETTINGS_TEXT.detailsFailure} onRetry={() => void details.refetch()} />
      </Placeholder>
    );
  }
  return (
    <Frame>
      <ChannelSettings channel={details.data} canEdit={check.data.can_edit} />
    </Frame>
  );
}
