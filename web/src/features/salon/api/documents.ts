// Firestore documents as the Salon's screen types, read leniently (the domain's field readers,
// documents/fields.ts); writing is the functions' job.
import { count, text, toDate } from '@salon/domain';
import type { DocumentData } from 'firebase/firestore';
import { authorFromData } from '../../../lib/authors';
import { postFields } from '../../../lib/post-fields';
import type { ThreadItem, UserCardProfile } from './types';

export function threadFromDoc(id: string, data: DocumentData): ThreadItem {
  return {
    id,
    title: text(data['title']),
    ...postFields(data),
    replyCount: count(data['replyCount']),
    viewCount: count(data['viewCount']),
    pollId: typeof data['pollId'] === 'string' ? data['pollId'] : null,
  };
}

export function userCardFromDoc(id: string, data: DocumentData): UserCardProfile {
  return {
    ...authorFromData(id, data),
    bio: text(data['bio']),
    // The card holds no location; the users search reads it where the rules allow.
    location: '',
    isPrivate: data['isPrivate'] === true,
    createdAt: toDate(data['createdAt']),
  };
}
