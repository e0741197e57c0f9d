// Matches document paths against trigger patterns such as `threads/{threadId}/replies/{replyId}`,
// with `{name=**}` standing for any number of segments, as Cloud Functions' patterns do.

export type PathParams = Record<string, string>;

type Segment = { literal: string } | { capture: string; multi: boolean };

export class PathPattern {
  private readonly segments: Segment[];

  constructor(readonly source: string) {
    this.segments = source
      .replace(/^\/+|\/+$/g, '')
      .split('/')
      .map((part) => {
        const capture = /^\{([^}=]+)(=\*\*)?\}$/.exec(part);
        if (capture) return { capture: capture[1] as string, multi: Boolean(capture[2]) };
        if (part === '*' || part === '**') return { capture: '', multi: part === '**' };
        return { literal: part };
      });
  }

  /** The captured parameters when `path` matches, otherwise undefined. */
  match(path: string): PathParams | undefined {
    const parts = path.replace(/^\/+|\/+$/g, '').split('/');
    const params: PathParams = {};
    return this.matchFrom(0, parts, 0, params) ? params : undefined;
  }

  private matchFrom(
    segmentIndex: number,
    parts: string[],
    partIndex: number,
    params: PathParams,
  ): boolean {
    const segment = this.segments[segmentIndex];
    if (!segment) return partIndex === parts.length;
    if ('literal' in segment) {
      return (
        parts[partIndex] === segment.literal &&
        this.matchFrom(segmentIndex + 1, parts, partIndex + 1, params)
      );
    }
    if (!segment.multi) {
      const part = parts[partIndex];
      if (part === undefined) return false;
      if (segment.capture) params[segment.capture] = part;
      return this.matchFrom(segmentIndex + 1, parts, partIndex + 1, params);
    }
    // A multi-segment wildcard takes at least one segment, as many as still let the rest match.
    for (let end = parts.length; end > partIndex; end--) {
      if (this.matchFrom(segmentIndex + 1, parts, end, params)) {
        if (segment.capture) params[segment.capture] = parts.slice(partIndex, end).join('/');
        return true;
      }
    }
    return false;
  }
}
