// The remote's one expose (`./Area`): its routes, rendered inside the shell's layout and router.
import { AreaRoutes, type AreaProps } from '@site/ui';
import { routes } from './routes';
import './area.css';

export { routes };

export default function ServicesArea(props: AreaProps) {
  return <AreaRoutes routes={routes} {...props} />;
}
