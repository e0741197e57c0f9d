// Reply documents as the screens' type, read leniently (lib/post-fields.ts).
import { text } from '@salon/domain';
import type { DocumentData } from 'firebase/firestore';
import { postFields } from '../../../lib/post-fields';
import type { ReplyItem } from './types';

export function replyFromDoc(id: string, data: DocumentData): ReplyItem {
  const parentId = text(data['parentId']);
  return { id, parentId: parentId === '' ? null : parentId, ...postFields(data) };
}
