import { bundleBenchmarks } from '../bench/bundleBench';
import { printTable } from '../bench/report';
printTable(await bundleBenchmarks());
