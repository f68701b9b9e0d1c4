import type { VideoListModule } from '@aula/api-client';
import { anchorId, type BlockProps } from '../../block-props';
import { Video } from '../Video/Video';
import styles from './VideoList.module.css';

/** spec 3: a list of video blocks, two per row from medium screens on. */
export function VideoList({ module, options }: BlockProps<VideoListModule>) {
  return (
    <ul id={anchorId(module.anchor)} className={styles['videoList']}>
      {module.children.map((video) => (
        <li key={video.id} className={styles['item']}>
          <Video module={video} options={options} />
        </li>
      ))}
    </ul>
  );
}
