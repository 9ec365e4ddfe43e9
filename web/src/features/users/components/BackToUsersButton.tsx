import { useLocation } from 'react-router-dom';
import { BackArrowLink } from '../../../components/BackArrowLink.tsx';
import { listPathFrom } from '../list-view.ts';

// Back to the list as it was left: its search, filter and page travel in the location state.
export function BackToUsersButton() {
  const location = useLocation();
  return <BackArrowLink to={listPathFrom(location.state)} label="Back to Manage User Dashboard" />;
}
