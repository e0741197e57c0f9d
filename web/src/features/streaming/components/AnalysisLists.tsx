// One analysis as the section shows it: top 3 artists and top 3 tracks with their counts, what
// the counts mean, and when it was made.
import type { HistoryAnalysis, SpotifyAnalysis } from '@salon/domain';
import {
  STREAMING_SECTION_TEXTS as TEXTS,
  countMeaning,
  countText,
  lastSyncText,
} from '../streaming-texts';

export function AnalysisLists({
  heading,
  analysis,
}: {
  heading: string;
  analysis: SpotifyAnalysis | HistoryAnalysis;
}) {
  const { countKind } = analysis;
  const meaning =
    analysis.countKind === 'plays' ? countMeaning('plays', analysis) : countMeaning('rank-score');
  return (
    <section className="streaming-analysis" aria-label={heading}>
      <h3>{heading}</h3>
      <p className="streaming-analysis__sync">{lastSyncText(analysis.lastSyncedAt)}</p>
      {analysis.topArtists.length === 0 && analysis.topTracks.length === 0 ? (
        <p>{TEXTS.noClassical}</p>
      ) : (
        <>
          <h4>{TEXTS.topArtists}</h4>
          <ol>
            {analysis.topArtists.map((artist) => (
              <li key={artist.name}>
                {artist.name} <span className="streaming-analysis__kind">({artist.type})</span>{' '}
                <span className="streaming-analysis__count">
                  {countText(countKind, artist.count)}
                </span>
              </li>
            ))}
          </ol>
          <h4>{TEXTS.topTracks}</h4>
          <ol>
            {analysis.topTracks.map((track) => (
              <li key={`${track.name}|${track.artist}`}>
                {track.name}
                {track.composer && ` (${track.composer})`}
                {track.performer && `, ${track.performer}`}{' '}
                <span className="streaming-analysis__count">
                  {countText(countKind, track.count)}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
      <p className="streaming-analysis__meaning">{meaning}</p>
    </section>
  );
}
