# Census self-test: a third-party pod whose newest commit (the one the census builds) renamed a type
# an app still uses: LatchStyle is Latch since 3.0.
Pod::Spec.new do |s|
  s.name         = 'LatchKit'
  s.version      = '3.0.0'
  s.summary      = 'Drawer latches.'
  s.source       = { :git => 'https://example.invalid/latchkit.git', :tag => s.version.to_s }
  s.source_files = 'Sources/**/*.swift'
end
