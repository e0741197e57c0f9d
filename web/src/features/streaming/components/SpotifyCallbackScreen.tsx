// /auth/spotify/callback (spec 2 §2): where the provider sends the member back. With a code:
// "Connecting to Spotify...", the code exchanged, "Connected Successfully", the analysis (its
// failure only logged, as the spec says), then "Processing Complete" and home after 3 s. With the
// provider's error: "Authorization Failed", home after 3 s. With neither: home at once.
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  STREAMING_CALLBACK_REDIRECT_MS,
  STREAMING_ERRORS,
  STREAMING_TEXTS,
  STREAMING_TOASTS,
  analysisCompleteToast,
  callbackConnectionFailedToast,
  connectionFailedToast,
} from '@salon/domain';
import { toast } from '../../../components/toast/use-toast';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { toAppError } from '../../../lib/app-error';
import {
  analyseSpotifyListening,
  completeSpotifyConnection,
  streamingFailureMessage,
  type StreamingServices,
} from '../api/streaming-calls';

async function connectAndAnalyse(services: StreamingServices, code: string, state: string) {
  try {
    await completeSpotifyConnection(services, code, state);
  } catch (error) {
    const message = streamingFailureMessage(error, STREAMING_ERRORS.noSessionOnCallback);
    const failure =
      toAppError(error).kind === 'noSession'
        ? connectionFailedToast(message)
        : callbackConnectionFailedToast(message);
    toast({ ...failure, variant: 'destructive' });
    return;
  }
  toast(STREAMING_TOASTS.connected);
  try {
    toast(analysisCompleteToast(await analyseSpotifyListening(services)));
  } catch (error) {
    console.error('The analysis after connecting Spotify failed.', error);
  }
}

/**
 * One exchange per code: React's development double-mount must not send a code twice (the
 * second try would find the authorization used up and toast a failure).
 */
const exchanges = new Map<string, Promise<void>>();

export function SpotifyCallbackScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { auth, functions } = useFirebaseServices();
  const [exchanged, setExchanged] = useState(false);
  const code = params.get('code');
  const state = params.get('state') ?? '';
  const providerError = params.get('error');
  const done = exchanged || providerError !== null;

  useEffect(() => {
    if (providerError !== null) {
      if (!exchanges.has(`error:${state}`)) {
        exchanges.set(`error:${state}`, Promise.resolve());
        toast({ ...STREAMING_TOASTS.authorizationFailed, variant: 'destructive' });
      }
      return;
    }
    if (!code) {
      void navigate('/', { replace: true });
      return;
    }
    let current = true;
    let exchange = exchanges.get(code);
    if (!exchange) {
      exchange = connectAndAnalyse({ auth, functions }, code, state);
      exchanges.set(code, exchange);
    }
    void exchange.then(() => current && setExchanged(true));
    return () => {
      current = false;
    };
  }, [auth, functions, code, state, providerError, navigate]);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(
      () => void navigate('/', { replace: true }),
      STREAMING_CALLBACK_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [done, navigate]);

  return (
    <main className="page streaming-callback" aria-live="polite">
      <h1>{done ? STREAMING_TEXTS.processingComplete : STREAMING_TEXTS.connecting}</h1>
    </main>
  );
}
