// Reply documents as the screens' type, read leniently (lib/post-fields.ts).
import type { DocumentData } from 'firebase/firestore';
import { text } from '../../../lib/firestore-values';
import { postFields } from '../../../lib/post-fields';
import type { ReplyItem } from './types';

export function replyFromDoc(id: string, data: DocumentData): ReplyItem {
  const parentId = text(data['parentId']);
  return { id, parentId: parentId === '' ? null : parentId, ...postFields(data) };
}
