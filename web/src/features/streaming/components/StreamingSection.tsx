// The profile's streaming section (spec 2: own and others' profiles, left column). The owner
// connects Spotify, analyses, disconnects and imports a listening history; others see the
// analysis read-only when the profile's privacy lets them (the rules decide; a refused read
// shows as nothing shared). The profile page places it: <StreamingSection userId isOwn />.
import { useState } from 'react';
import {
  STREAMING_SUCCESS_TITLES,
  STREAMING_TOASTS,
  analysisCompleteToast,
  analysisFailedToast,
  connectionFailedToast,
} from '@salon/domain';
import { toast } from '../../../components/toast/use-toast';
import { toAppError } from '../../../lib/app-error';
import { useFirebaseServices } from '../../../lib/firebase-services';
import {
  analyseSpotifyListening,
  disconnectSpotify,
  startSpotifyConnection,
  streamingFailureMessage,
  type StreamingServices,
} from '../api/streaming-calls';
import { STREAMING_SECTION_TEXTS as TEXTS } from '../streaming-texts';
import { AnalysisLists } from './AnalysisLists';
import { HistoryImport } from './HistoryImport';
import { useStreamingSection } from '../hooks/use-streaming-section';
import '../streaming.css';

function useStreamingActions(services: StreamingServices) {
  const [busy, setBusy] = useState(false);
  const run = (action: () => Promise<void>) => async () => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  return {
    busy,
    connect: run(async () => {
      try {
        window.location.assign(await startSpotifyConnection(services));
      } catch (error) {
        if (toAppError(error).kind === 'noSession') {
          toast({ ...STREAMING_TOASTS.authenticationRequired, variant: 'destructive' });
        } else {
          toast({
            ...connectionFailedToast(streamingFailureMessage(error)),
            variant: 'destructive',
          });
        }
      }
    }),
    analyse: run(async () => {
      try {
        toast(analysisCompleteToast(await analyseSpotifyListening(services)));
      } catch (error) {
        toast({ ...analysisFailedToast(streamingFailureMessage(error)), variant: 'destructive' });
      }
    }),
    disconnect: run(async () => {
      try {
        await disconnectSpotify(services);
        toast({ title: STREAMING_SUCCESS_TITLES.disconnected });
      } catch (error) {
        console.error('Disconnecting Spotify failed.', error);
        toast({ ...STREAMING_TOASTS.disconnectFailed, variant: 'destructive' });
      }
    }),
  };
}

export function StreamingSection({ userId, isOwn }: { userId: string; isOwn: boolean }) {
  const services = useFirebaseServices();
  const state = useStreamingSection(userId);
  const actions = useStreamingActions(services);
  const section = state.status === 'ready' ? state.section : null;
  const connected = section?.connected ?? false;

  return (
    <section className="card streaming-section" aria-labelledby="streaming-section-heading">
      <h2 id="streaming-section-heading">{TEXTS.heading}</h2>
      {isOwn && state.status !== 'loading' && (
        <div className="streaming-section__actions">
          {connected ? (
            <>
              <button
                type="button"
                className="button button--primary"
                disabled={actions.busy}
                onClick={() => void actions.analyse()}
              >
                {TEXTS.analyse}
              </button>
              <button
                type="button"
                className="button button--ghost"
                disabled={actions.busy}
                onClick={() => void actions.disconnect()}
              >
                {TEXTS.disconnect}
              </button>
            </>
          ) : (
            <button
              type="button"
              className="button button--primary"
              disabled={actions.busy}
              onClick={() => void actions.connect()}
            >
              {TEXTS.connect}
            </button>
          )}
        </div>
      )}
      {section?.spotify && (
        <AnalysisLists heading={TEXTS.spotifyHeading} analysis={section.spotify} />
      )}
      {isOwn && !connected && !section?.spotify && <p>{TEXTS.notConnected}</p>}
      {section?.history && (
        <AnalysisLists heading={TEXTS.historyHeading} analysis={section.history} />
      )}
      {!isOwn && state.status !== 'loading' && !section?.spotify && !section?.history && (
        <p>{TEXTS.nothingShared}</p>
      )}
      {isOwn && <HistoryImport services={services} />}
    </section>
  );
}
