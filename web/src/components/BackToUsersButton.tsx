import { useLocation } from 'react-router-dom';
import { listPathFrom } from '../lib/users/users-list-return.ts';
import { BackArrowLink } from './BackArrowLink.tsx';

// Back to the list as it was left: its search, filter and page travel in the location state.
export function BackToUsersButton() {
  const location = useLocation();
  return <BackArrowLink to={listPathFrom(location.state)} label="Back to Manage User Dashboard" />;
}
