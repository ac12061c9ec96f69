import { useLayoutEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useInjection } from '../di/ContainerContext';
import { RouterNavigator } from './RouterNavigator';

/** Lends the router's navigate function to the Navigator port that presenters use. */
export function NavigatorBridge() {
  const navigator = useInjection(RouterNavigator);
  const navigate = useNavigate();
  useLayoutEffect(() => navigator.attach(navigate), [navigator, navigate]);
  return null;
}
