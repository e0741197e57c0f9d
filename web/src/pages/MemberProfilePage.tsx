import { useParams } from 'react-router';
import { MemberProfileView } from './MemberProfileView';

/** /{username}: another member's profile by username (spec 2 §2). */
export function MemberProfilePage() {
  const { username = '' } = useParams();
  return <MemberProfileView route={{ username }} />;
}
