import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';

/*
 * Loaded only through loadLeaflet() (its own chunk with Leaflet's CSS). Leaflet guesses its default marker images
 * from the stylesheet's path, which a bundler breaks: point them at the bundled copies (no CDN).
 */
L.Icon.Default.imagePath = '';
L.Icon.Default.mergeOptions({ iconUrl, iconRetinaUrl, shadowUrl });

export { L };
