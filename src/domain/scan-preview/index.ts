export * from './SampleFormat';
export * from './NiftiHeader';
export * from './NrrdHeader';
export * from './VolumeLayout';
export * from './SliceOrder';
export * from './GreyWindow';
